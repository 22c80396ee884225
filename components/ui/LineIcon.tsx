type Props = {
  size: number;
  strokeWidth: number;
  className?: string;
  children: React.ReactNode;
};

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
