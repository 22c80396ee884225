import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { fillTemplate, templateOf } from '@/lib/i18n/template';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

describe('message templates', () => {
  it('fill to what the translator itself writes', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['pt', pt],
    ] as const) {
      const t = createTranslator({ locale, messages, namespace: 'Talents' });
      const template = templateOf((values) => t('shownOf', values), ['shown', 'total']);
      expect(fillTemplate(template, { shown: 60, total: 1250 })).toBe(
        t('shownOf', { shown: 60, total: 1250 }),
      );
    }
  });

  it('leave a hole with no value as it is', () => {
    expect(fillTemplate('a \u0000x\u0000 b', {})).toBe('a \u0000x\u0000 b');
  });
});
