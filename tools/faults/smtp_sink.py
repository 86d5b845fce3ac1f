"""A local SMTP sink for `just faults` (aiosmtpd): accepts every message, keeps it as <box>/<n>.eml and appends its
Message-ID to <box>/ids.txt, so that a test can count what arrived and whether anything arrived twice.

    python3 tools/faults/smtp_sink.py <port> <box>
"""

import asyncio
import email
import os
import signal
import sys

from aiosmtpd.controller import Controller


class Box:
    def __init__(self, folder):
        self.folder = folder

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content)
        name = f"{len(os.listdir(self.folder))}.eml"
        with open(os.path.join(self.folder, name), "wb") as f:
            f.write(envelope.content)
        with open(os.path.join(self.folder, "ids.txt"), "a") as f:
            f.write(f"{message['Message-ID']}\n")
        return "250 OK"


def main():
    port, folder = int(sys.argv[1]), sys.argv[2]
    controller = Controller(Box(folder), hostname="127.0.0.1", port=port)
    controller.start()
    stop = asyncio.Event()
    loop = asyncio.new_event_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    loop.run_until_complete(stop.wait())
    controller.stop()


if __name__ == "__main__":
    main()
