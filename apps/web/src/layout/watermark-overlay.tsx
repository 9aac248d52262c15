import { Watermark } from 'antd';

/**
 * The watermark (settings panel) as a layer of its own over the signed-in pages, below dialogs and
 * drawers. Loaded and mounted only while it is on: antd's Watermark watches every change in the
 * element it wraps, so wrapping the shell in it cost every page's updates even with no mark to draw,
 * and switching it now never remounts the pages.
 */
export default function WatermarkOverlay({ content }: { content: string }) {
  return (
    <Watermark
      content={content}
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 999 }}
    />
  );
}
