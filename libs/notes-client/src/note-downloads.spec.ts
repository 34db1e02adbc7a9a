import { fetchNoteFile, filenameFromDisposition, NOTE_FILES, saveBlob } from './note-downloads';

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46]); // "%PDF"

function answering(response: Response) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
}

describe('fetchNoteFile (GET /api/notes/{id}/pdf, /fhir)', () => {
  it("sends the bearer token and returns the PDF with the server's file name", async () => {
    const fetchImpl = answering(
      new Response(PDF_BYTES, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Letter of Medical Necessity - Walker-Rollator - 3-4-2026.pdf"',
        },
      }),
    );
    const { blob, filename } = await fetchNoteFile('note 7', 'pdf', { fetchImpl, token: 'fake-token' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/notes/note%207/pdf',
      expect.objectContaining({ credentials: 'include', headers: expect.objectContaining({ Authorization: 'Bearer fake-token' }) }),
    );
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PDF_BYTES);
    expect(filename).toBe('Letter of Medical Necessity - Walker-Rollator - 3-4-2026.pdf');
  });

  it.each([
    [
      'a JSON message',
      new Response(JSON.stringify({ statusCode: 404, message: 'Note not found' }), { status: 404, statusText: 'Not Found' }),
      'Note not found',
    ],
    ['a plain text body', new Response('Upstream timed out', { status: 504, statusText: 'Gateway Timeout' }), 'Upstream timed out'],
    ['an HTML page: the status text', new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }), 'Bad Gateway'],
    ['nothing at all: the fallback', new Response('', { status: 500 }), 'The PDF could not be downloaded. Please try again.'],
  ])("rejects with the server's words (docs/product.md §8 generic rule): %s", async (_case, response, message) => {
    await expect(fetchNoteFile('n1', 'pdf', { fetchImpl: answering(response), token: 'fake-token' })).rejects.toThrow(message);
  });

  it('a network failure reads as the fallback, not "Failed to fetch"', async () => {
    const fetchImpl = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchNoteFile('n1', 'pdf', { fetchImpl, token: null })).rejects.toThrow(
      'The PDF could not be downloaded. Please try again.',
    );
    await expect(fetchNoteFile('n1', 'fhir', { fetchImpl, token: null })).rejects.toThrow(
      'The FHIR export could not be downloaded. Please try again.',
    );
  });

  it('asks for the FHIR document as application/fhir+json, named by the server', async () => {
    const fetchImpl = answering(
      new Response('{"resourceType":"Bundle"}', {
        headers: {
          'content-type': 'application/fhir+json',
          'content-disposition': 'attachment; filename="PT Evaluation - 3-4-2026.fhir.json"',
        },
      }),
    );
    const { filename } = await fetchNoteFile('n1', 'fhir', { fetchImpl, token: 'fake-token' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/notes/n1/fhir',
      expect.objectContaining({ headers: expect.objectContaining({ Accept: 'application/fhir+json' }) }),
    );
    expect(filename).toBe('PT Evaluation - 3-4-2026.fhir.json');
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="Letter.pdf"', 'Letter.pdf'],
    ['attachment; filename=Letter.pdf', 'Letter.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'Lettre%20%C3%A9.pdf', 'Lettre é.pdf'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => expect(filenameFromDisposition(header)).toBe(name));

  it('has a default name per format', () => {
    expect(NOTE_FILES.pdf.defaultName).toBe('Letter of Medical Necessity.pdf');
    expect(NOTE_FILES.fhir.defaultName).toBe('Clinote note.fhir.json');
  });
});

describe('saveBlob', () => {
  it('clicks a hidden <a download> on an object URL, removes it, and revokes the URL afterwards', () => {
    jest.useFakeTimers();
    const urls = { createObjectURL: jest.fn(() => 'blob:fake-url'), revokeObjectURL: jest.fn() };
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(new Blob([PDF_BYTES], { type: 'application/pdf' }), 'Letter.pdf', { urls });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Letter.pdf');
    expect(clicked[0].getAttribute('href')).toBe('blob:fake-url');
    expect(clicked[0].isConnected).toBe(false);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:fake-url');
    click.mockRestore();
    jest.useRealTimers();
  });
});
