import { useRef, useState } from 'react';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  RECRUITMENT_IMAGE_FIELDS,
  type RecruitmentImageField,
  type RecruitmentValues,
} from '@/lib/forms/recruitment';
import { preparePhoto } from './photoChoice';

type Refusals = Partial<Record<RecruitmentImageField, string>>;

// A refusal stays on its slot through a later submit (over the schema's "choose a photo").
export function usePhotoChoices() {
  const [preparing, setPreparing] = useState<Partial<Record<RecruitmentImageField, boolean>>>({});
  const refusals = useRef<Refusals>({});
  // The file last chosen in each slot: a slower preparation of an earlier choice must not win.
  const latest = useRef<Partial<Record<RecruitmentImageField, File>>>({});
  // A submit waits for these, or it would send the slot's previous photo instead of the new one.
  const pending = useRef(new Set<Promise<unknown>>());

  const choose = async (
    field: RecruitmentImageField,
    file: File | undefined,
    onChange: (file: File | undefined) => void,
    check: () => Promise<unknown>,
  ) => {
    latest.current[field] = file;
    delete refusals.current[field];
    if (!file) {
      onChange(undefined);
      await check();
      return;
    }
    setPreparing((now) => ({ ...now, [field]: true }));
    // The value is set inside the pending promise, not after it: a submit
    // resumed by its settling would otherwise read the values a few
    // microtasks too early and send the slot's previous photo.
    const settled = (async () => {
      const choice = await preparePhoto(file, field);
      if (latest.current[field] !== file) return false;
      setPreparing((now) => ({ ...now, [field]: false }));
      if ('refused' in choice) refusals.current[field] = choice.refused;
      onChange('file' in choice ? choice.file : undefined);
      return true;
    })();
    pending.current.add(settled);
    const isLatest = await settled.finally(() => pending.current.delete(settled));
    if (isLatest) await check();
  };

  const withRefusals =
    (resolver: Resolver<RecruitmentValues>): Resolver<RecruitmentValues> =>
    async (values, context, options) => {
      const result = await resolver(values, context, options);
      const refused = Object.entries(refusals.current);
      if (refused.length === 0) return result;
      const errors: Record<string, FieldError> = {
        ...(result.errors as Record<string, FieldError>),
      };
      for (const [field, message] of refused) errors[field] = { type: 'photo', message };
      return { values: {}, errors };
    };

  const asPrepared = (data: FormData, values: RecruitmentValues) => {
    for (const field of RECRUITMENT_IMAGE_FIELDS) {
      const file = values[field];
      if (file instanceof File) data.set(field, file, file.name);
    }
  };

  const whenReady = async () => {
    while (pending.current.size > 0) await Promise.allSettled([...pending.current]);
  };

  return { choose, preparing, withRefusals, whenReady, asPrepared };
}
