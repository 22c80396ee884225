type Props = { code: string };

/** A gently floating status code; still for visitors who asked for reduced motion. */
export function ErrorAnimation({ code }: Props) {
  return (
    <div aria-hidden="true" className="relative flex h-32 w-32 items-center justify-center">
      <span className="absolute inset-0 rounded-full border border-ink/20 motion-safe:animate-ping motion-safe:[animation-duration:3s]" />
      <span className="text-5xl font-extralight tracking-widest motion-safe:animate-float">
        {code}
      </span>
    </div>
  );
}
