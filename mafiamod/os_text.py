"""What a failed operating-system call means, as a message the window can translate.

``OSError.strerror`` is the C library's English ("Permission denied") whatever the window's
language; here the common ones are :class:`~mafiamod.engine.messages.Message`\\ s with the
same English text, so the CLI and the scenarios read what they read before and a Russian
window says them in Russian. An error not in the table keeps the system's own words.
"""

from __future__ import annotations

import errno

from .engine.messages import Message, message

#: errno -> the system's English wording, as a message
_WORDS: dict[int, Message] = {
    errno.EACCES: message("Permission denied"),
    errno.EPERM: message("Operation not permitted"),
    errno.ENOENT: message("No such file or directory"),
    errno.ENOSPC: message("No space left on device"),
    errno.EDQUOT: message("Disk quota exceeded"),
    errno.EROFS: message("Read-only file system"),
    errno.EISDIR: message("Is a directory"),
    errno.ENOTDIR: message("Not a directory"),
    errno.EEXIST: message("File exists"),
    errno.ENAMETOOLONG: message("File name too long"),
    errno.ELOOP: message("Too many levels of symbolic links"),
    errno.EMFILE: message("Too many open files"),
    errno.EIO: message("Input/output error"),
    errno.EBUSY: message("Device or resource busy"),
    errno.ETXTBSY: message("Text file busy"),
    errno.EFBIG: message("File too large"),
    errno.ENXIO: message("No such device or address"),
}


def os_reason(exc: OSError) -> str:
    """The reason an OS call failed: a translatable message for the common errors, else the
    system's own text (or the error's, when it has no ``strerror``)."""
    words = _WORDS.get(exc.errno) if exc.errno is not None else None
    return words if words is not None else exc.strerror or str(exc)
