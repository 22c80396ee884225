type Props = { children: React.ReactNode };

export function PageTitle({ children }: Props) {
  return <h1 className="text-3xl font-light tracking-wide uppercase md:text-4xl">{children}</h1>;
}
