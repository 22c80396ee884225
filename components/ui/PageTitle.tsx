type Props = { children: React.ReactNode };

/** The one h1 of a page. */
export function PageTitle({ children }: Props) {
  return <h1 className="text-3xl font-light tracking-wide uppercase md:text-4xl">{children}</h1>;
}
