import type { RecruitmentImageField } from '@/lib/forms/recruitment';

// Line drawings, not stock photos of people, whose rights and likeness we would be using.

const DRAWINGS: Record<RecruitmentImageField, React.ReactNode> = {
  // Profile: head turned to the side, nose and ear, neck and shoulders.
  image_1: (
    <>
      <path d="M26 14c9 0 14 7 14 15 0 3-1 5 0 7l3 4-3 1c0 4-2 7-6 7h-4" />
      <path d="M26 14c-7 0-12 6-12 14 0 6 3 11 8 13v7" />
      <circle cx="24" cy="30" r="2" />
      <path d="M22 48v6c-8 2-14 6-16 14M30 50v4c8 2 14 6 16 14" />
    </>
  ),
  // Face close-up: the face fills the frame.
  image_2: (
    <>
      <ellipse cx="30" cy="36" rx="18" ry="23" />
      <path d="M22 32h4M34 32h4M30 36v7M25 49c3 2 7 2 10 0" />
      <path d="M12 30c0-14 8-21 18-21s18 7 18 21" />
    </>
  ),
  // Full length: standing, head to feet, arms relaxed.
  image_3: (
    <>
      <circle cx="30" cy="10" r="5" />
      <path d="M30 15v30M30 20l-9 18M30 20l9 18M30 45l-6 30M30 45l6 30M20 75h6M34 75h6" />
    </>
  ),
  // Waist up: head, shoulders and torso to the waist.
  image_4: (
    <>
      <circle cx="30" cy="20" r="10" />
      <path d="M30 30v6M12 76l2-28c1-7 8-12 16-12s15 5 16 12l2 28M20 56v20M40 56v20" />
    </>
  ),
};

export function PhotoExample({ field, label }: { field: RecruitmentImageField; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 60 80"
      className="h-20 w-16 shrink-0 text-ink/70"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid={`example-${field}`}
    >
      <rect x="1" y="1" width="58" height="78" rx="3" strokeDasharray="3 3" strokeWidth="1" />
      {DRAWINGS[field]}
    </svg>
  );
}
