#!/usr/bin/env python3
"""Save-to-client latency of `livery serve`.

Starts `livery serve DIR --port 0` on 127.0.0.1, connects a WebSocket client to /ws, then
saves a stylesheet N times (alternating in-place writes and saves by rename, as editors do)
and measures, for each save, the time from just before the write until the matching
`changed` message has arrived at the client. Prints median, p90, p99 and max in ms.

Usage: python3 Benchmarks/ServeLatency/serve_latency.py [--livery PATH] [--saves N] [--clients C] [--pause S]
(--pause: seconds between a push and the next save, as a person saves; default back to back)
Standard library only (a minimal RFC 6455 client is included).
"""
import argparse, base64, json, os, socket, statistics, struct, subprocess, sys, tempfile, time


class WebSocket:
    """A minimal text-message WebSocket client (no extensions, answers pings)."""

    def __init__(self, host, port, path="/ws"):
        self.sock = socket.create_connection((host, port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed during handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _send(self, opcode, payload=b""):
        mask = os.urandom(4)
        header = bytes([0x80 | opcode, 0x80 | len(payload)]) if len(payload) < 126 else None
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def receive(self):
        """The next text message (joined from fragments)."""
        parts = []
        while True:
            first, second = self._read(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x9:
                self._send(0xA, payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("server closed")
            if opcode in (0x1, 0x0):
                parts.append(payload)
                if first & 0x80:
                    return b"".join(parts).decode()

    def close(self):
        try:
            self._send(0x8, struct.pack(">H", 1000))
        finally:
            self.sock.close()


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * len(ordered) + 0.5)) - 1))
    return ordered[index]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--livery", default=".build/debug/livery")
    parser.add_argument("--saves", type=int, default=500)
    parser.add_argument("--clients", type=int, default=1)
    parser.add_argument("--pause", type=float, default=0,
                        help="seconds between one save's push and the next save (0: back to back)")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="livery-latency-")
    sheet = os.path.join(folder, "bench.css")
    with open(sheet, "w") as f:
        f.write(".title { textColor: #000000; }\n")
    server = subprocess.Popen([args.livery, "serve", folder, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline().strip()
        port = int(line.rsplit(":", 1)[1])
        clients = [WebSocket("127.0.0.1", port) for _ in range(args.clients)]
        for client in clients:
            assert json.loads(client.receive())["type"] == "hello"
        latencies = []
        for index in range(args.saves):
            text = ".title { textColor: #%06x; }\n" % (index + 1)
            start = time.perf_counter()
            if index % 2 == 0:
                with open(sheet, "w") as f:
                    f.write(text)
            else:
                temporary = sheet + ".tmp~"
                with open(temporary, "w") as f:
                    f.write(text)
                os.rename(temporary, sheet)
            for client in clients:
                while True:
                    message = json.loads(client.receive())
                    if message.get("type") == "changed" and message.get("contents") == text:
                        break
            latencies.append((time.perf_counter() - start) * 1000)
            if args.pause:
                time.sleep(args.pause)
        for client in clients:
            client.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
    print(f"saves: {len(latencies)}, clients: {args.clients}")
    print(f"median: {statistics.median(latencies):.2f} ms  p90: {percentile(latencies, 0.90):.2f} ms  "
          f"p99: {percentile(latencies, 0.99):.2f} ms  max: {max(latencies):.2f} ms")
    return 0 if percentile(latencies, 0.99) < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
