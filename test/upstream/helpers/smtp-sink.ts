/**
 * A minimal SMTP server that accepts every message and keeps it, for testing the relay on
 * loopback without a mail catcher.
 */
import { createServer, type Socket } from 'node:net'

export type SunkMail = { from: string; to: string[]; data: string }

const replies: Record<string, string> = { EHLO: '250-sink\r\n250 8BITMIME\r\n', DATA: '354 go on\r\n' }

function session(socket: Socket, mails: SunkMail[]) {
  let mail: SunkMail = { from: '', to: [], data: '' }
  let inData = false
  let buffer = ''
  socket.write('220 sink ESMTP\r\n')
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8')
    if (inData) {
      const end = buffer.indexOf('\r\n.\r\n')
      if (end === -1) return
      mails.push({ ...mail, data: buffer.slice(0, end) })
      buffer = buffer.slice(end + 5)
      inData = false
      mail = { from: '', to: [], data: '' }
      socket.write('250 queued\r\n')
    }
    let newline = buffer.indexOf('\r\n')
    while (!inData && newline !== -1) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 2)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'MAIL') mail.from = line
      if (verb === 'RCPT') mail.to.push(line)
      if (verb === 'DATA') inData = true
      if (verb === 'QUIT') socket.end('221 bye\r\n')
      else socket.write(replies[verb] ?? '250 OK\r\n')
      newline = buffer.indexOf('\r\n')
    }
  })
  socket.on('error', () => socket.destroy())
}

export async function startSmtpSink() {
  const mails: SunkMail[] = []
  const server = createServer((socket) => session(socket, mails))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('sink not listening')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
