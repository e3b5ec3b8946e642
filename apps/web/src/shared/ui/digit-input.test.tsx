import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Field } from './field';
import { cleanDigits, OtpInput, PinInput } from './digit-input';

function Pin() {
  const [v, setV] = useState('');
  return (
    <Field label="পিন">
      <PinInput data-testid="pin-input" value={v} onValueChange={setV} />
    </Field>
  );
}

describe('PIN and OTP boxes', () => {
  it('keep digits only, Bangla digits as ASCII, at most the length', () => {
    expect(cleanDigits('১২৩৪৫', 5)).toBe('12345');
    expect(cleanDigits('12 3-45 6', 5)).toBe('12345');
    expect(cleanDigits('abc', 6)).toBe('');
    expect(cleanDigits('১2৩4৫6৭', 6)).toBe('123456');
  });

  it('is one labelled numeric input behind 5 boxes; typing Bangla digits fills it', () => {
    render(<Pin />);
    const input = screen.getByLabelText('পিন') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByTestId('pin-input').contains(input)).toBe(true);
    fireEvent.change(input, { target: { value: '১২৩৪৫৬' } });
    expect(input.value).toBe('12345');
    const boxes = screen.getByTestId('pin-input').querySelectorAll('[aria-hidden="true"]');
    expect(boxes.length).toBe(5);
    expect([...boxes].map((b) => b.textContent).join('')).toBe('•••••');
  });

  it('OTP has 6 boxes showing the digits in the user language', () => {
    function Otp() {
      const [v, setV] = useState('');
      return (
        <Field label="কোড">
          <OtpInput data-testid="otp-input" value={v} onValueChange={setV} />
        </Field>
      );
    }
    render(<Otp />);
    const input = screen.getByLabelText('কোড') as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(input, { target: { value: '123456' } });
    const boxes = screen.getByTestId('otp-input').querySelectorAll('[aria-hidden="true"]');
    expect(boxes.length).toBe(6);
    expect([...boxes].map((b) => b.textContent).join('')).toBe('১২৩৪৫৬');
  });
});
