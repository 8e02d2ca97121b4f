import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';
/** The stream every Word 97–2003 document holds, as its OLE container names it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The content type of a document judged by its bytes, whatever its name says: PDF, DOCX (a zip
 * whose parts are an Office Open XML word-processing document, as file-type reads them) or DOC
 * (an OLE compound file holding a WordDocument stream, not a spreadsheet or a slide deck).
 * Undefined for anything else (V_12).
 */
export async function documentType(file: string): Promise<string | undefined> {
  const detected = (await fileTypeFromFile(file))?.mime;
  if (detected === PDF || detected === DOCX) return detected;
  if (detected === 'application/x-cfb' && (await readFile(file)).includes(WORD_STREAM)) return DOC;
  return undefined;
}
