# Install a prebuilt ward on Windows: download the release archive and SHA256SUMS, verify
# the checksum, then put ward.exe into a directory (default %LOCALAPPDATA%\ward\bin).
#
#   irm https://github.com/ward-watch/ward/releases/latest/download/install.ps1 | iex
#   .\install.ps1 -Version 0.2.0 -Dir C:\tools\ward
#
# WARD_DOWNLOAD_URL replaces the base URL that holds the archives and SHA256SUMS.
[CmdletBinding()]
param(
    # The release to install; the latest release when empty.
    [string]$Version = '',
    # Where to put ward.exe.
    [string]$Dir = ''
)

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'  # the progress bar slows Invoke-WebRequest down a lot
$Repository = 'ward-watch/ward'

# A terminating error, not `exit`: under `irm ... | iex` exit would close the user's shell.
function Fail([string]$Message) {
    throw "install.ps1: $Message"
}

if (-not $Dir) {
    if (-not $env:LOCALAPPDATA) { Fail 'LOCALAPPDATA is not set; pass -Dir C:\path\to\bin' }
    $Dir = Join-Path $env:LOCALAPPDATA 'ward\bin'
}
$Version = $Version.TrimStart('v')

# Windows on Arm runs the x64 build through its built-in emulation.
$arch = $env:PROCESSOR_ARCHITECTURE
if ($env:PROCESSOR_ARCHITEW6432) { $arch = $env:PROCESSOR_ARCHITEW6432 }
if ($arch -ne 'AMD64' -and $arch -ne 'ARM64') {
    Fail "no prebuilt ward for $arch Windows; build it with: cargo install --locked --git https://github.com/$Repository"
}
$target = 'x86_64-pc-windows-msvc'
$asset = "ward-$target.zip"

if ($env:WARD_DOWNLOAD_URL) {
    $base = $env:WARD_DOWNLOAD_URL.TrimEnd('/') + '/'
} elseif (-not $Version) {
    $base = "https://github.com/$Repository/releases/latest/download/"
} else {
    $base = "https://github.com/$Repository/releases/download/v$Version/"
}

function Get-File([string]$Url, [string]$OutFile) {
    for ($attempt = 1; ; $attempt++) {
        try {
            Invoke-WebRequest -Uri $Url -OutFile $OutFile -UseBasicParsing -Headers @{ 'User-Agent' = 'ward-install' }
            return
        } catch {
            $status = $null
            if ($_.Exception.Response) { $status = [int]$_.Exception.Response.StatusCode }
            # Connection trouble and 5xx are worth another try; 404 and the like are not.
            $transient = ($null -eq $status) -or ($status -ge 500) -or ($status -eq 429)
            if (-not $transient -or $attempt -ge 4) { Fail "could not download $Url ($($_.Exception.Message))" }
            Start-Sleep -Milliseconds (500 * [math]::Pow(2, $attempt - 1))
        }
    }
}

$tmp = Join-Path ([System.IO.Path]::GetTempPath()) ("ward-install-" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $tmp | Out-Null
try {
    $label = if ($Version) { $Version } else { 'latest' }
    Write-Host "install.ps1: downloading $asset ($label) from $base"
    Get-File "${base}SHA256SUMS" (Join-Path $tmp 'SHA256SUMS')
    $expected = $null
    foreach ($line in Get-Content (Join-Path $tmp 'SHA256SUMS')) {
        $fields = $line.Trim() -split '\s+', 2
        if ($fields.Count -eq 2 -and $fields[1].TrimStart('*') -eq $asset) { $expected = $fields[0].ToLowerInvariant() }
    }
    if (-not $expected) { Fail "SHA256SUMS at $base has no entry for $asset" }

    $archive = Join-Path $tmp $asset
    Get-File "$base$asset" $archive
    $actual = (Get-FileHash -Algorithm SHA256 -Path $archive).Hash.ToLowerInvariant()
    if ($actual -ne $expected) {
        Fail "checksum mismatch for ${asset}: SHA256SUMS says $expected, the download is $actual; nothing was installed"
    }

    # A release archive holds regular files and directories only. A link or a device named
    # ward.exe would make what follows act on whatever it points at, so every member is
    # checked before anything is unpacked: the Unix file type that zip tools on Unix record
    # in the upper half of the external attributes, and the reparse-point attribute that
    # marks a link made on Windows.
    Add-Type -AssemblyName System.IO.Compression.FileSystem
    $kinds = @{ 0xA000 = 'a symbolic link'; 0x2000 = 'a device'; 0x6000 = 'a device'; 0x1000 = 'a FIFO'; 0xC000 = 'a socket' }
    $zip = [System.IO.Compression.ZipFile]::OpenRead($archive)
    try {
        foreach ($entry in $zip.Entries) {
            $type = ($entry.ExternalAttributes -shr 16) -band 0xF000
            $kind = $null
            if ($entry.ExternalAttributes -band 0x400) {
                $kind = 'a link'
            } elseif ($type -ne 0 -and $type -ne 0x8000 -and $type -ne 0x4000) {
                $kind = $kinds[$type]
                if (-not $kind) { $kind = 'a member that is not a regular file or directory' }
            }
            if ($kind) {
                Fail "$asset holds $kind ($($entry.FullName)); release archives hold only regular files and directories, so nothing was installed (install a release you trust, or build from source)"
            }
        }
    } finally {
        $zip.Dispose()
    }

    $unpacked = Join-Path $tmp 'unpacked'
    Expand-Archive -Path $archive -DestinationPath $unpacked
    $exe = Join-Path $unpacked 'ward.exe'
    if (-not (Test-Path -LiteralPath $exe)) { Fail "$asset has no ward.exe at its root" }
    # Unpacked, ward.exe must still be a plain file: not a directory, a link or a junction.
    $item = Get-Item -LiteralPath $exe -Force
    if ($item.PSIsContainer -or ($item.Attributes -band [System.IO.FileAttributes]::ReparsePoint)) {
        Fail "the ward.exe in $asset is not a regular file of its own (a link?); nothing was installed (install a release you trust, or build from source)"
    }
    $reported = ((& $exe --version) -split '\s+')[1]
    if ($Version -and $reported -ne $Version) {
        Fail "the ward in $asset reports version '$reported', expected $Version; nothing was installed"
    }

    New-Item -ItemType Directory -Force -Path $Dir | Out-Null
    # A running ward.exe cannot be overwritten, but it can be renamed out of the way.
    $dest = Join-Path $Dir 'ward.exe'
    if (Test-Path $dest) { Move-Item -Force $dest "$dest.old" }
    Copy-Item $exe $dest
    Remove-Item -Force -ErrorAction SilentlyContinue "$dest.old"
    Write-Host "install.ps1: installed ward $reported to $dest"
    $userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
    if (-not (($userPath -split ';') -contains $Dir)) {
        Write-Host "install.ps1: $Dir is not on PATH; add it with:"
        Write-Host "  [Environment]::SetEnvironmentVariable('Path', `"$Dir;`" + [Environment]::GetEnvironmentVariable('Path', 'User'), 'User')"
    }
} finally {
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue $tmp
}
