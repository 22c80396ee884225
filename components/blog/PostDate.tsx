import type { PostDate as Date } from '@/lib/blog/post-date';

/** A post's date as people read it, with the machine-readable day. */
export function PostDate({ date, className = '' }: { date: Date; className?: string }) {
  return (
    <time dateTime={date.iso} className={className}>
      {date.text}
    </time>
  );
}
