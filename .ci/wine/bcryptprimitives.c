/* A stand-in for Windows' bcryptprimitives.dll under Wine 8.0, which lacks ProcessPrng:
 * Rust's standard library asks for it before main, and a test binary without it exits at
 * once. ProcessPrng fills the buffer from the system's generator, RtlGenRandom
 * (advapi32's SystemFunction036), which Wine has. Built by .ci/wine-tests with mingw. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
