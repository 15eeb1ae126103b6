import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorWidget } from '../color/ColorWidget';
import { EmailWidget } from '../email/EmailWidget';
import { LongTextWidget } from '../long-text/LongTextWidget';
import { MultiLineWidget } from '../multi-line/MultiLineWidget';
import { PhoneWidget } from '../phone/PhoneWidget';
import { SequenceWidget } from '../sequence/SequenceWidget';
import { SingleLineWidget } from '../single-line/SingleLineWidget';
import { UrlWidget } from '../url/UrlWidget';
import { renderWidget, widgetProps } from './widget-harness';

const input = () => document.getElementById('attrib_field') as HTMLInputElement;

describe('text widgets', () => {
  afterEach(cleanup);

  it('singleLine: labelled input with the field id, required and invalid states, the type limit and the typed text', () => {
    const props = widgetProps({
      type: 'singleLine',
      value: 'Acme',
      required: true,
      errors: ['Name is required.'],
    });
    renderWidget(SingleLineWidget, props);
    expect(input().value).toBe('Acme');
    expect(input().getAttribute('aria-required')).toBe('true');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().maxLength).toBe(255);
    fireEvent.change(input(), { target: { value: 'Acme Ltd' } });
    expect(props.onChange).toHaveBeenCalledWith('Acme Ltd');
  });

  it('singleLine: limits.max narrows the limit but never passes the type limit; read-only disables', () => {
    renderWidget(
      SingleLineWidget,
      widgetProps({ type: 'singleLine', options: { limits: { max: 40 } }, readOnly: true }),
    );
    expect(input().maxLength).toBe(40);
    expect(input().disabled).toBe(true);
    cleanup();
    renderWidget(SingleLineWidget, widgetProps({ type: 'singleLine', options: { limits: { max: 9000 } } }));
    expect(input().maxLength).toBe(255);
  });

  it('multiLine shows line breaks when read, and takes at most 2000 characters', () => {
    renderWidget(MultiLineWidget, widgetProps({ type: 'multiLine' }));
    expect((document.getElementById('attrib_field') as HTMLTextAreaElement).maxLength).toBe(2000);
    cleanup();
    const { container } = renderWidget(
      MultiLineWidget,
      widgetProps({ type: 'multiLine', value: 'a\nb' }),
      'Display',
    );
    expect(container.textContent).toBe('a\nb');
  });

  it("longText with isJson: bad JSON says 'Not valid JSON' and leaves the record as it was", () => {
    const props = widgetProps({ type: 'longText', options: { isJson: true }, value: '{"a":1}' });
    renderWidget(LongTextWidget, props);
    const area = document.getElementById('attrib_field') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: '{"a":' } });
    expect(screen.getByRole('alert').textContent).toBe('Not valid JSON');
    expect(area.value).toBe('{"a":');
    expect(props.onChange).not.toHaveBeenCalled();
    fireEvent.change(area, { target: { value: '{"a":2}' } });
    expect(props.onChange).toHaveBeenCalledWith('{"a":2}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('longText with disableWysiwyg is a plain text area of up to 32000 characters', () => {
    renderWidget(LongTextWidget, widgetProps({ type: 'longText', options: { disableWysiwyg: true } }));
    const area = document.getElementById('attrib_field') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.maxLength).toBe(32000);
  });

  it('phone keeps digits and a leading +, and refuses a country code outside countryFilter', () => {
    const props = widgetProps({ type: 'phone', options: { countryFilter: ['971', '+966'] } });
    renderWidget(PhoneWidget, props);
    expect(input().type).toBe('tel');
    fireEvent.change(input(), { target: { value: '+971 (50) 123-4567' } });
    expect(props.onChange).toHaveBeenLastCalledWith('+971501234567');
    fireEvent.change(input(), { target: { value: '+44 20 7946' } });
    expect(screen.getByRole('alert').textContent).toContain('+971, +966');
    expect(props.onChange).toHaveBeenCalledTimes(1);
  });

  it('email refuses a domain outside domainFilter and links the address when read', () => {
    const props = widgetProps({ type: 'email', options: { domainFilter: 'atrium.local' } });
    renderWidget(EmailWidget, props);
    fireEvent.change(input(), { target: { value: 'sam@gmail.com' } });
    expect(screen.getByRole('alert').textContent).toContain('atrium.local');
    expect(props.onChange).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: 'sam@atrium.local' } });
    expect(props.onChange).toHaveBeenCalledWith('sam@atrium.local');
    cleanup();
    renderWidget(EmailWidget, widgetProps({ type: 'email', value: 'sam@atrium.local' }), 'Display');
    expect(screen.getByRole('link').getAttribute('href')).toBe('mailto:sam@atrium.local');
  });

  it('urlField links web addresses in a new tab and never links a script URL', () => {
    renderWidget(UrlWidget, widgetProps({ type: 'urlField', value: 'atrium.example/docs' }), 'Display');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://atrium.example/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();
    renderWidget(UrlWidget, widgetProps({ type: 'urlField', value: 'javascript:alert(1)' }), 'Display');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('sequence is never typed and is read as a letters part and a digits part', () => {
    renderWidget(SequenceWidget, widgetProps({ type: 'sequence', value: 'QT-00012' }));
    expect(input().readOnly).toBe(true);
    cleanup();
    const { container } = renderWidget(
      SequenceWidget,
      widgetProps({ type: 'sequence', value: 'QT-00012' }),
      'Display',
    );
    expect(container.querySelector('.atrium-sequence-letters')?.textContent).toBe('QT-');
    expect(container.querySelector('.atrium-sequence-digits')?.textContent).toBe('00012');
  });

  it('color shows the stored hex with a swatch when read', () => {
    renderWidget(ColorWidget, widgetProps({ type: 'color', value: '#1677ff' }), 'Display');
    expect(screen.getByText('#1677ff')).toBeTruthy();
    cleanup();
    const { container } = renderWidget(ColorWidget, widgetProps({ type: 'color', value: '#1677ff' }));
    expect(container.querySelector('.ant-color-picker-trigger')).toBeTruthy();
  });
});
