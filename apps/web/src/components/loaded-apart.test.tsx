import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadedApart } from './loaded-apart.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

/** A part whose script arrives when the test says so. */
function partArrivingLater() {
  let arrive = () => undefined as void;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve) => {
        arrive = () => resolve(Greeting);
      }),
  );
  return { part: loadedApart(load), load, arrive: () => act(async () => arrive()) };
}

describe('a component loaded apart', () => {
  it('shows nothing until its script is in, asks for it once, then shows with its props', async () => {
    const { part, load, arrive } = partArrivingLater();
    const { container } = render(
      <>
        <part.Component name="Ann" />
        <part.Component name="Bo" />
      </>,
    );
    expect(container.textContent).toBe('');
    await arrive();
    expect(screen.getByText('Hello, Ann')).toBeTruthy();
    expect(screen.getByText('Hello, Bo')).toBeTruthy();
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows in its first render once its script is in: no empty frame first', async () => {
    const { part, arrive } = partArrivingLater();
    const loading = part.load();
    await arrive();
    await loading;
    render(<part.Component name="Cy" />);
    expect(screen.getByText('Hello, Cy')).toBeTruthy();
  });

  it('asks for the script again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = loadedApart(load);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toBe(Greeting);
  });
});
