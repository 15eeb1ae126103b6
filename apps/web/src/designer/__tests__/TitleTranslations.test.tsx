import type { FormNode } from '@atrium/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { stubBrowser } from '../../test-support/browser-stubs';
import { TitleTranslations, withTitleTranslation } from '../TitleTranslations';

const tab = (translations?: object): FormNode => ({
  id: 'tab_1',
  type: 'tab',
  title: 'Details',
  ...(translations ? { options: { translations } } : {}),
});

describe('a tab title in other languages', () => {
  beforeEach(() => {
    initI18n('en');
    stubBrowser();
  });
  afterEach(cleanup);

  it('sets, replaces and removes one language, keeping the others and other texts', () => {
    const node = tab({ hi: { title: 'विवरण' }, ar: { title: 'قديم', note: 'x' } });
    expect(withTitleTranslation(node, 'ar', ' تفاصيل ')).toEqual({
      hi: { title: 'विवरण' },
      ar: { note: 'x', title: 'تفاصيل' },
    });
    expect(withTitleTranslation(node, 'hi', '')).toEqual({ ar: { title: 'قديم', note: 'x' } });
    expect(withTitleTranslation(tab(), 'ur', 'تفصیلات')).toEqual({ ur: { title: 'تفصیلات' } });
  });

  it('offers Arabic, Hindi and Urdu boxes and commits a typed title', () => {
    const onOptions = vi.fn();
    render(
      <Form>
        <TitleTranslations node={tab({ hi: { title: 'विवरण' } })} onOptions={onOptions} />
      </Form>,
    );
    expect((screen.getByRole('textbox', { name: 'Title in हिन्दी' }) as HTMLInputElement).value).toBe('विवरण');
    const arabic = screen.getByRole('textbox', { name: 'Title in العربية' });
    expect(arabic.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'تفاصيل' } });
    fireEvent.blur(arabic);
    expect(onOptions).toHaveBeenCalledWith({
      translations: { hi: { title: 'विवरण' }, ar: { title: 'تفاصيل' } },
    });
    expect(screen.getByRole('textbox', { name: 'Title in اردو' })).toBeTruthy();
  });
});
