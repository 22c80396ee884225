import { LineIcon } from '@/components/ui/LineIcon';

export function InstagramIcon() {
  return (
    <LineIcon size={20} strokeWidth={1.8}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </LineIcon>
  );
}
