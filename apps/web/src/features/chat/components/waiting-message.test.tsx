import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChatTexts } from '../hooks/use-chat-texts';
import { WaitingMessage } from './waiting-message';

describe('WaitingMessage', () => {
  beforeAll(async () => {
    await loadChatTexts();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances its text and stage on its timers', async () => {
    render(<WaitingMessage />);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Retrieving your data…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Thinking…')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Analyzing…')).toBeInTheDocument();
  });
});
