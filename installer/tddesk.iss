; Inno Setup script: the Windows setup program from the folder installer/build.py made.
;
;   python scripts\build_manual.py
;   python installer\build.py
;   iscc /DAppVersion=0.1.0 installer\tddesk.iss      -> dist\tddesk-0.1.0-setup.exe
;
; Needs Inno Setup 6.5 or later (its official Swedish messages, compiler:Languages\Swedish.isl); the
; release workflow installs it. Installs for the current user by default (no administrator needed
; on a club laptop) into %LOCALAPPDATA%\Programs\tddesk, adds the program, its manual and its
; uninstaller to the Start menu, opens .tddesk files with the program (with its icon), shows the
; licence, and keeps the TD's files and log folder when uninstalled. The wizard speaks Swedish on
; a Swedish Windows and English otherwise.
;
; Signing (docs/installing.md, "Signing"): with a code-signing certificate, compile with
;   iscc /DSIGN "/Ssigntool=signtool.exe sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f cert.pfx /p PASSWORD $f" ...
; and the setup program and its uninstaller are signed; the executables are signed before, in the folder.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6C1B6E3A-4E57-4F0B-9C9E-2D7A1B5F0D13}
AppName=tddesk
AppVersion={#AppVersion}
AppVerName=tddesk {#AppVersion}
AppPublisher=tddesk
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\tddesk
DefaultGroupName=tddesk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
UsedUserAreasWarning=no
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..
OutputDir=dist
OutputBaseFilename=tddesk-{#AppVersion}-setup
SetupIconFile=tddesk\data\icons\tddesk.ico
UninstallDisplayIcon={app}\tddesk.exe
UninstallDisplayName=tddesk {#AppVersion}
LicenseFile=LICENSE
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
ChangesAssociations=yes
CloseApplications=yes
#ifdef SIGN
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
; The first is the fallback for a Windows in neither language.
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"

[CustomMessages]
en.FileTypeName=tddesk championship file
sv.FileTypeName=tddesk-tävlingsfil
en.AssociateTask=Open .tddesk files with tddesk
sv.AssociateTask=Öppna .tddesk-filer med tddesk
en.FileTypes=File types:
sv.FileTypes=Filtyper:
en.ManualEntry=tddesk manual
sv.ManualEntry=tddesk – handbok
en.ManualLanguage=en
sv.ManualLanguage=sv

[Tasks]
Name: "associate"; Description: "{cm:AssociateTask}"; GroupDescription: "{cm:FileTypes}"
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\tddesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tddesk"; Filename: "{app}\tddesk.exe"
Name: "{group}\{cm:ManualEntry}"; Filename: "{app}\_internal\tddesk\data\manual\{cm:ManualLanguage}\index.html"
Name: "{group}\{cm:UninstallProgram,tddesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\tddesk"; Filename: "{app}\tddesk.exe"; Tasks: desktopicon

[Registry]
; HKA: the current user's classes for a per-user install, the machine's for an install for all users.
Root: HKA; Subkey: "Software\Classes\.tddesk"; ValueType: string; ValueName: ""; ValueData: "tddesk.file"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.tddesk\OpenWithProgids"; ValueType: string; ValueName: "tddesk.file"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\tddesk.file"; ValueType: string; ValueName: ""; ValueData: "{cm:FileTypeName}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\tddesk.file\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tddesk.exe,0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\tddesk.file\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tddesk.exe"" open ""%1"""; Tasks: associate
Root: HKA; Subkey: "Software\Classes\Applications\tddesk.exe\SupportedTypes"; ValueType: string; ValueName: ".tddesk"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\tddesk.exe"; Description: "{cm:LaunchProgram,tddesk}"; Flags: nowait postinstall skipifsilent
