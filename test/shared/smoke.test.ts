import t from 'tap'

t.test('node runs TypeScript natively', async (t) => {
  const n: number = 1
  t.equal(n, 1)
  t.match(process.version, /^v24\./)
})
