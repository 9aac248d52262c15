import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http.ts';
import type { HttpRequest, Transport } from '../../api/transport.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { KitProviders } from '../crud/kit-fixtures.tsx';
import { ImageUpload, type ImageUploadValue } from './image-upload.tsx';
import { IMAGE_MAX_BYTES } from './image-file.ts';

vi.setConfig({ testTimeout: 20_000 });

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const png = (name = 'cover.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

const originalTransport = http.transport;
afterEach(() => {
  http.transport = originalTransport;
});

/** Stands in for the server: records each request and answers with `reply`. */
function serve(reply: (request: HttpRequest) => Promise<unknown>) {
  const sent: HttpRequest[] = [];
  http.transport = async (request) => {
    sent.push(request);
    const data = await reply(request);
    return { data, status: 201, headers: {} };
  };
  return sent;
}

function refuse(status: number, body: unknown): Transport {
  return () => Promise.resolve({ data: body, status, headers: {} });
}

/** As a form item holds it: what the control gives is what it gets back. */
function Field({ initial, onChange }: { initial?: string; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState<ImageUploadValue>(initial);
  return (
    <KitProviders>
      <ImageUpload
        id="cover"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </KitProviders>
  );
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('image upload', () => {
  beforeAll(() => applyLanguage('en'));

  it('refuses a file that is not an image by its bytes, whatever its name, without a request', async () => {
    const sent = serve(async () => ({}));
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    choose(new File(['just some notes'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload a PNG, JPEG, WebP or GIF image',
    );
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB without a request', async () => {
    const sent = serve(async () => ({}));
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    choose(png('huge.png', IMAGE_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The image must not be larger than 5 MB');
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads the file as multipart `file`, shows progress, then holds and shows the URL', async () => {
    let finish!: () => void;
    const sent = serve(
      (request) =>
        new Promise((resolve) => {
          request.onUploadProgress?.({ loaded: 32, total: 64 });
          finish = () =>
            resolve({ data: { url: '/files/abc.png', name: 'cover.png', size: 64, mime: 'image/png' } });
        }),
    );
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const file = png();
    choose(file);

    const progress = await screen.findByRole('progressbar');
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/files');
    expect(sent[0]!.method).toBe('POST');
    // A form, which the browser sends as multipart with its boundary.
    expect((sent[0]!.body as FormData).get('file')).toBe(file);

    finish();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/files/abc.png'));
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe('/files/abc.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeTruthy();
  });

  it("shows the server's refusal and keeps the image the field had", async () => {
    http.transport = refuse(422, {
      message: 'Upload a PNG, JPEG, WebP or GIF image.',
      errors: { file: ['Upload a PNG, JPEG, WebP or GIF image.'] },
    });
    const onChange = vi.fn();
    render(<Field initial="/files/old.png" onChange={onChange} />);
    choose(png('apng.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload a PNG, JPEG, WebP or GIF image.');
    expect(onChange).toHaveBeenLastCalledWith('/files/old.png');
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe('/files/old.png');
  });

  it('says the upload failed when the connection drops, as the server said nothing', async () => {
    http.transport = () => Promise.reject(new TypeError('Failed to fetch'));
    render(<Field onChange={vi.fn()} />);
    choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upload failed. Check your connection and try again',
    );
  });

  it('cancels an upload under way and gives the field back what it had', async () => {
    const sent = serve(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal?.addEventListener('abort', () =>
            reject(new DOMException('The request was cancelled', 'AbortError')),
          );
        }),
    );
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field initial="/files/old.png" onChange={onChange} />);
    choose(png());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/files/old.png'));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('removes the image, and opens the file chooser from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field initial="/files/old.png" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('img', { name: 'Image preview' })).toBeNull();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: /Upload image/ }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
  });
});
