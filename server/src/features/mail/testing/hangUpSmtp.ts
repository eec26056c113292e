import net from 'node:net';

/**
 * A mail server that takes a whole message and hangs up instead of answering its end: the
 * sender cannot know whether it was accepted (the "unconfirmed" case of docs/mail-and-jobs.md).
 * It keeps the recipient of each message end it got.
 */
export async function startHangUpSmtp() {
  const ends: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let recipient = '';
    let buffer = '';
    socket.write('220 hangup.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      if (inData) {
        if (!buffer.includes('\r\n.\r\n')) return;
        ends.push(recipient);
        socket.destroy();
        return;
      }
      let line: number;
      while ((line = buffer.indexOf('\r\n')) >= 0) {
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO'))
          socket.write('250 hangup.test\r\n');
        else if (command.startsWith('RCPT TO:')) {
          recipient = command
            .slice(8)
            .replace(/[<>\s]/g, '')
            .toLowerCase();
          socket.write('250 OK\r\n');
        } else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
          return;
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many message ends addressed to `address` arrived. */
    endsTo: (address: string) => ends.filter((to) => to === address).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
