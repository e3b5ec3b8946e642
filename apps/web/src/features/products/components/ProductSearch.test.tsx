import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductSearch } from './ProductSearch';

afterEach(() => {
  vi.useRealTimers();
});

describe('the product search box and the address', () => {
  it('a late echo of an older search never overwrites what is being typed; a real change of the address shows', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const view = render(<ProductSearch value="" onSearch={onSearch} onEnter={() => {}} />);
    const box = screen.getByTestId('product-search') as HTMLInputElement;

    fireEvent.change(box, { target: { value: 'চিনি' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onSearch).toHaveBeenLastCalledWith('চিনি');

    // The box is cleared and a scanner types its digits before the address has caught up …
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(box, { target: { value: '2731398497872' } });
    // … then the address answers the first search: the typed digits stay.
    view.rerender(<ProductSearch value="চিনি" onSearch={onSearch} onEnter={() => {}} />);
    expect(box.value).toBe('2731398497872');

    // Back/forward to another search: the box shows it.
    view.rerender(<ProductSearch value="ডাল" onSearch={onSearch} onEnter={() => {}} />);
    expect(box.value).toBe('ডাল');
  });
});
