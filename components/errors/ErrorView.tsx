import { ErrorAnimation } from './ErrorAnimation';

type Props = {
  code: string;
  title: string;
  description: string;
  children: React.ReactNode;
};

/** The shared look of the 404, unavailable and generic error pages. */
export function ErrorView({ code, title, description, children }: Props) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <ErrorAnimation code={code} />
      <h1 className="mt-8 text-2xl font-light tracking-wide uppercase md:text-3xl">{title}</h1>
      <p className="mt-4 text-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
