import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { MarkupsTab } from './markups-tab';

// The markup bands' type selects (the list's filter and the form's type, one component): the form
// sends the type and level chosen in its selects.
afterEach(cleanup);
// jsdom has no scrolling; opening a band scrolls the form into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('the markups tab', () => {
  it('offers every type in both selects and saves a band with the type and level chosen', async () => {
    const { calls } = mockFetch((url, init) =>
      url.endsWith('/console/catalogue/markups') && init.method === 'POST'
        ? { body: { data: { repriced: 3, markups: [] } } }
        : { body: { data: [] } },
    );
    await renderWithApp(<MarkupsTab editable />, { lang: 'en' });
    const filter = (await screen.findByLabelText('Show type')) as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['All types', 'Airtime', 'Data', 'Electricity (PLN)']),
    );
    expect(filter.value).toBe('pulsa'); // one type at a time by default

    const form = screen.getByTestId('markup-form');
    const type = within(form).getByLabelText('Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).not.toContain('');
    fireEvent.change(type, { target: { value: 'data' } });
    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save band' }));

    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(post?.init.body ?? '{}')).toMatchObject({ type: 'data', level: 2 });
    expect(await screen.findByText('Band saved; 3 products re-priced.')).toBeTruthy();
  });

  it('opens a listed band in the form with its type and level', async () => {
    const band = {
      type: 'pulsa',
      level: 3,
      min_buying: 0,
      max_buying: null,
      markup: 500,
      updated_at: '2026-11-27T02:00:00Z',
    };
    mockFetch(() => ({ body: { data: [band] } }));
    await renderWithApp(<MarkupsTab editable />, { lang: 'en' });
    const form = await screen.findByTestId('markup-form');
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'data' } });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit' }))[0] as HTMLElement);
    await waitFor(() =>
      expect(
        (within(screen.getByTestId('markup-form')).getByLabelText('Type') as HTMLSelectElement).value,
      ).toBe('pulsa'),
    );
    expect(
      (within(screen.getByTestId('markup-form')).getByLabelText('Level') as HTMLSelectElement).value,
    ).toBe('3');
  });
});
