type Props = { children: React.ReactNode };

export function Container({ children }: Props) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-10 md:px-8">{children}</div>;
}
