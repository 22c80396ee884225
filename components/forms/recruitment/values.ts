import type { RecruitmentFormInput } from '@/lib/forms/recruitment';

/** What the recruitment form holds before validation: its schema's input, any field still empty. */
export type RecruitmentValues = Partial<RecruitmentFormInput>;
