import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyField, NumberField } from './amount-field';

afterEach(cleanup);

function Harness({ kind, min, max }: { kind: 'currency' | 'number'; min?: number; max?: number }) {
  const [value, setValue] = useState<number | null>(null);
  const Field = kind === 'currency' ? CurrencyField : NumberField;
  return (
    <>
      <Field label="Nominal" value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('CurrencyField', () => {
  it('keeps digits only, shows dots as thousands separators, and clamps on blur', () => {
    render(<Harness kind="currency" min={10_000} max={1_000_000} />);
    const input = screen.getByLabelText('Nominal') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Rp 1.234.567abc' } });
    expect(input.value).toBe('1.234.567');
    expect(screen.getByTestId('value').textContent).toBe('1234567');
    fireEvent.blur(input);
    expect(input.value).toBe('1.000.000');
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10.000');
  });
});

describe('NumberField', () => {
  it('turns a missing or too small value into min and a too large one into max', () => {
    render(<Harness kind="number" min={1} max={100} />);
    const input = screen.getByLabelText('Nominal') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.blur(input);
    expect(input.value).toBe('100');
  });
});
