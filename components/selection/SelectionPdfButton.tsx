import { MAX_PDF_TALENTS, selectionSearch } from '@/lib/selection/ids';
import { marksSearch, type Marks } from '@/lib/selection/marks';
import { PdfDownloadLink } from '@/components/ui/PdfDownloadLink';

type Props = { ids: readonly number[]; marks: Marks };

// The selection's file: its first MAX_PDF_TALENTS talents, with the marks this browser keeps.
export function SelectionPdfButton({ ids, marks }: Props) {
  const chosen = ids.slice(0, MAX_PDF_TALENTS);
  if (chosen.length === 0) return null;
  return (
    <PdfDownloadLink
      parts={[selectionSearch(chosen), marksSearch(marks, chosen)]}
      count={ids.length}
    />
  );
}
