// The chat panel's kredits line reads the balance as the dashboard does (issue 26 §1): a bonus above the allowance is
// said as such.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ChatStatus } from './chat-status';

const chat = (kredits: number, max: number) => ({ kredits, max, refillAt: '2026-12-01T00:00:00.000Z', eligible: true });

describe('ChatStatus', () => {
  it('shows the balance of the allowance', async () => {
    renderWithProviders(<ChatStatus kredits={chat(597, 600)} />);
    expect(await screen.findByText(/Kredits: 597 of 600/)).toBeVisible();
  });

  it('shows kredits above the allowance as a bonus', async () => {
    renderWithProviders(<ChatStatus kredits={chat(601, 600)} />);
    expect(await screen.findByText(/Kredits: 600 of 600 \+ 1 bonus/)).toBeVisible();
  });
});
