import type { ReactNode } from 'react';
import type { Marks } from '@/lib/selection/marks';
import { SelectionPdfButton } from './SelectionPdfButton';
import { ShareSelection } from './ShareSelection';

type Props = { ids: readonly number[]; marks: Marks; children?: ReactNode };

/** What can be done with a whole selection: share it, download it, and what the page adds. */
export function SelectionToolbar({ ids, marks, children }: Props) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
      {children}
      <ShareSelection ids={ids} />
      <SelectionPdfButton ids={ids} marks={marks} />
    </div>
  );
}
