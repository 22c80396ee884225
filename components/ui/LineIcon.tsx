type Props = {
  /** Width and height, in pixels. */
  size: number;
  strokeWidth: number;
  className?: string;
  children: React.ReactNode;
};

/** A decorative line drawing on a 24-unit grid, in the colour of the text around it. */
export function LineIcon({ size, strokeWidth, className, children }: Props) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      className={className}
    >
      {children}
    </svg>
  );
}
