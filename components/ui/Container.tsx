type Props = { children: React.ReactNode; className?: string };

export function Container({ children, className = '' }: Props) {
  return (
    <div className={`mx-auto w-full max-w-7xl px-4 py-10 md:px-8 ${className}`}>{children}</div>
  );
}
