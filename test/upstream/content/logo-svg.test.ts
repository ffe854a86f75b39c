import t from 'tap'
import { renderLogoSvg } from '../../../server/upstream/content/logo-svg.ts'

t.test('draws initials on a colour that depends only on the key', async (t) => {
  const svg = renderLogoSvg({ key: 'phase-eight', name: 'Phase Eight' })
  t.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  t.match(svg, '>PE</text>')
  t.equal(renderLogoSvg({ key: 'phase-eight', name: 'Phase Eight' }), svg, 'deterministic')
  const fill = (text: string) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(text)?.[1]
  t.match(fill(svg), /^#[0-9a-f]{6}$/)
})

t.test('escapes the name', async (t) => {
  const svg = renderLogoSvg({ key: 'x', name: `<script>"Tom's" & co</script>` })
  t.notMatch(svg, '<script>')
  t.match(svg, '<title>&lt;script&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/script&gt;</title>')
  t.match(svg, 'aria-label="&lt;script&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/script&gt;"')
})
