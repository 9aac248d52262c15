import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { GridColumn } from './types.ts';

export interface Trade {
  id: number;
  name: string;
  amount: number;
  rate: string;
  status: string;
  created_at: string;
}

export const tradeColumns: readonly GridColumn<Trade>[] = [
  { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'amount', title: 'Amount', type: 'amount', sortable: true },
  { key: 'rate', title: 'Rate', type: 'float' },
  {
    key: 'status',
    title: 'Status',
    type: 'tag',
    options: [
      { value: 'active', label: 'Active', color: 'processing' },
      { value: 'settled', label: 'Settled', color: 'success' },
    ],
  },
  { key: 'created_at', title: 'Created', type: 'date' },
];

/** Rows whose every field is a function of the index, so a test can predict any cell. */
export function makeTrades(count: number): Trade[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Trade ${index + 1}`,
    amount: (index + 1) * 12345,
    rate: `${(index % 10) + 0.25}`,
    status: index % 2 === 0 ? 'active' : 'settled',
    created_at: new Date(Date.UTC(2026, 0, 1, 8, 30) + index * 60_000).toISOString(),
  }));
}

/**
 * happy-dom lays nothing out, so every element measures 0 px. Give the grid's scroll box the sizes
 * a browser would: its visible height, and a content height of the header plus the body's height.
 * These are what the virtualizer reads to decide which rows are visible and how far it may scroll.
 */
export function giveScrollBoxHeight(height: number, headerHeight = 40): () => void {
  const originals = (['clientHeight', 'scrollHeight'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  const measure = (element: HTMLElement, own: number | (() => number), name: string) => {
    if (element.classList.contains('dg-scroll')) return typeof own === 'number' ? own : own();
    const original = originals.find(([key]) => key === name)?.[1];
    return (original?.get?.call(element) as number | undefined) ?? 0;
  };
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return measure(this, height, 'clientHeight');
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const body = this.querySelector<HTMLElement>('.dg-body');
      return measure(this, () => headerHeight + parseFloat(body?.style.height || '0'), 'scrollHeight');
    },
  });
  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  };
}

/** The data rows the grid has put in the DOM. */
export function renderedRows(grid: HTMLElement): HTMLElement[] {
  return [...grid.querySelectorAll<HTMLElement>('[role="row"][data-index]')];
}

export function cellsOf(row: HTMLElement): string[] {
  return [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? '');
}

/** The grid row holding a cell with this text, once it shows. */
export async function findRowWith(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: '[role="gridcell"] *' });
  return cell.closest<HTMLElement>('[role="row"]')!;
}

export interface Download {
  name: string;
  blob: Blob;
}

/** Records what the grid hands the browser to save. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return downloads;
}

/** A saved CSV's lines, after checking it starts with the byte order mark spreadsheets need. */
export const csvLines = async (blob: Blob) => {
  const text = await blob.text();
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
};
