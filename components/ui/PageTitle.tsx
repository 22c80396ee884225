type Props = { children: React.ReactNode; className?: string };

/** The one h1 of a page. */
export function PageTitle({ children, className = '' }: Props) {
  return (
    <h1 className={`text-3xl font-light tracking-wide uppercase md:text-4xl ${className}`}>
      {children}
    </h1>
  );
}
