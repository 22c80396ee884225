import { LineIcon } from '@/components/ui/LineIcon';

// The United Nations' accessibility icon (a figure with open arms in a circle): the accessibility
// symbol the Lei Brasileira de Inclusão (art. 63, §1) asks to show, and one that stands for every
// disability, not only a wheelchair's. Decorative: the link beside it says what it leads to.
export function AccessibilityIcon() {
  return (
    <LineIcon size={18} strokeWidth={1.6} className="shrink-0">
      <circle cx="12" cy="12" r="10.5" />
      <circle cx="12" cy="6.5" r="1.4" fill="currentColor" stroke="none" />
      <path
        d="M6.5 9.5h11M12 9.5v4.5l-2.5 4.5M12 14l2.5 4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
