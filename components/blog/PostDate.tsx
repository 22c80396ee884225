import type { PostDate as Date } from '@/lib/blog/post-date';

export function PostDate({ date, className = '' }: { date: Date; className?: string }) {
  return (
    <time dateTime={date.iso} className={className}>
      {date.text}
    </time>
  );
}
