import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainCard } from './plain-card.tsx';

const bodyPadding = (text: string) => screen.getByText(text).style.padding;

function underSize(size: 'small' | 'medium' | 'large', children: ReactNode) {
  return render(<ConfigProvider componentSize={size}>{children}</ConfigProvider>);
}

describe('PlainCard', () => {
  it('draws its title above its content, and passes on what it is given (a ref, aria attributes)', () => {
    let box: HTMLDivElement | null = null;
    render(
      <PlainCard
        title="Money by day"
        aria-busy
        ref={(element) => {
          box = element;
        }}
      >
        figures
      </PlainCard>,
    );
    const card = screen.getByText('figures').closest('.plain-card')!;
    expect(card).toBe(box);
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.firstElementChild!.textContent).toBe('Money by day');
  });

  it("takes the layout's size as antd's card does: small in a small layout unless told, its own size when told", () => {
    underSize(
      'small',
      <>
        <PlainCard>in a small layout</PlainCard>
        <PlainCard size="default">told default</PlainCard>
      </>,
    );
    expect(bodyPadding('in a small layout')).toBe('12px');
    expect(bodyPadding('told default')).toBe('24px');
  });

  it("has antd's card's padding at each size (24 px, 12 px when small)", () => {
    underSize(
      'medium',
      <>
        <PlainCard>plain default</PlainCard>
        <PlainCard size="small">plain small</PlainCard>
      </>,
    );
    expect(bodyPadding('plain default')).toBe('24px');
    expect(bodyPadding('plain small')).toBe('12px');
  });
});
