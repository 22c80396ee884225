type Props = {
  code: string;
  title: string;
  description: string;
  children: React.ReactNode;
};

export function ErrorView({ code, title, description, children }: Props) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <div aria-hidden="true" className="relative flex h-32 w-32 items-center justify-center">
        <span className="absolute inset-0 rounded-full border border-ink/20 motion-safe:animate-ping motion-safe:[animation-duration:3s]" />
        <span className="text-5xl font-extralight tracking-widest motion-safe:animate-float">
          {code}
        </span>
      </div>
      <h1 className="mt-8 text-2xl font-light tracking-wide uppercase md:text-3xl">{title}</h1>
      <p className="mt-4 text-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
