; Inno Setup script: the Windows setup program from the folder installer/build.py made.
;
;   python installer\build.py
;   iscc /DAppVersion=0.1.0 installer\tddesk.iss      -> dist\tddesk-0.1.0-setup.exe
;
; Installs for the current user by default (no administrator needed on a club laptop), adds a
; Start menu entry, opens .tddesk files with the program, and keeps the TD's files and log
; folder when uninstalled.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6C1B6E3A-4E57-4F0B-9C9E-2D7A1B5F0D13}
AppName=tddesk
AppVersion={#AppVersion}
AppVerName=tddesk {#AppVersion}
AppPublisher=tddesk
DefaultDirName={autopf}\tddesk
DefaultGroupName=tddesk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..
OutputDir=dist
OutputBaseFilename=tddesk-{#AppVersion}-setup
SetupIconFile=tddesk\data\icons\tddesk.ico
UninstallDisplayIcon={app}\tddesk.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\tddesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tddesk"; Filename: "{app}\tddesk.exe"
Name: "{autodesktop}\tddesk"; Filename: "{app}\tddesk.exe"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.tddesk"; ValueType: string; ValueName: ""; ValueData: "tddesk.file"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\tddesk.file"; ValueType: string; ValueName: ""; ValueData: "tddesk tournament file"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\tddesk.file\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tddesk.exe,0"
Root: HKA; Subkey: "Software\Classes\tddesk.file\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tddesk.exe"" open ""%1"""

[Run]
Filename: "{app}\tddesk.exe"; Description: "{cm:LaunchProgram,tddesk}"; Flags: nowait postinstall skipifsilent
