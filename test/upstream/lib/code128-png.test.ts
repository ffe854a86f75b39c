/** The upstream's barcode drawings (server/upstream/lib/code128-png.ts): drawn once per text, kept, and never wrong. */
import t from 'tap'
import { code128Png } from '../../../server/upstream/lib/code128-png.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

t.test('a text is drawn once: the next ask gets the same drawing', async (t) => {
  const first = code128Png('9826300010000000001')
  t.equal(code128Png('9826300010000000001'), first, 'the same drawing, not a new one')
  const png = await first
  t.same(png.subarray(0, 8), PNG_SIGNATURE, 'a PNG')
  t.not(
    (await code128Png('9826300010000000002')).toString('base64'),
    png.toString('base64'),
    'another text, another barcode',
  )
})

t.test('a text bwip-js refuses rejects every time and is not kept', async (t) => {
  // No text: bwip-js refuses to draw it.
  const refused = code128Png('')
  await t.rejects(refused)
  const again = code128Png('')
  t.not(again, refused, 'asked again, drawn again')
  await t.rejects(again)
})
