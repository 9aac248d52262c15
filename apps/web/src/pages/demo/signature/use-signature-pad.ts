import { useEffect, useRef, useState, type RefObject } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';

export interface PenOptions {
  color: string;
  /** 1 (fine) to 8 (broad): the middle of the width the pad varies with the pen's speed. */
  width: number;
}

/** Sizes the canvas's pixels to its shown size times the screen's density, so strokes stay sharp. */
function fitToScreen(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  // Hidden (a kept-alive tab) or unchanged: leave the pixels as they are.
  if (!width || !height || (canvas.width === width && canvas.height === height)) return;
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  // Resizing a canvas wipes it: draw the strokes again from their points.
  pad.redraw();
}

/**
 * A signature pad on the canvas: answers the number of strokes and the actions on them. The strokes
 * are kept as data, so resizing, a change of screen and a page hidden in a tab lose nothing.
 */
export function useSignaturePad(canvasRef: RefObject<HTMLCanvasElement | null>, pen: PenOptions) {
  const padRef = useRef<SignaturePad | null>(null);
  const strokesRef = useRef<PointGroup[]>([]);
  const [strokes, setStrokes] = useState(0);

  const keep = (data: PointGroup[]) => {
    strokesRef.current = [...data];
    setStrokes(data.length);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas);
    padRef.current = pad;
    pad.fromData(strokesRef.current);
    fitToScreen(canvas, pad);
    const onStrokeEnd = () => keep(pad.toData());
    pad.addEventListener('endStroke', onStrokeEnd);
    const fit = () => fitToScreen(canvas, pad);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    // A move to a screen of another density (or a zoom) may leave the canvas's size alone.
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onStrokeEnd);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    // New strokes only: each stroke keeps the colour and width it was drawn with.
    pad.penColor = pen.color;
    pad.minWidth = pen.width * 0.5;
    pad.maxWidth = pen.width * 1.5;
  }, [pen.color, pen.width]);

  return {
    strokes,
    undo() {
      const pad = padRef.current;
      if (!pad) return;
      pad.fromData(pad.toData().slice(0, -1));
      keep(pad.toData());
    },
    clear() {
      padRef.current?.clear();
      keep([]);
    },
    /** The drawing as a PNG data URL (transparent background), or null while empty. */
    toPng(): string | null {
      const pad = padRef.current;
      return pad && !pad.isEmpty() ? pad.toDataURL('image/png') : null;
    },
  };
}
