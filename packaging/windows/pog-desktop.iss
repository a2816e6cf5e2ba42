; Inno Setup script: a Windows installer around the PyInstaller folder (dist\pog-desktop),
; with a Start menu entry and the .pog / .pogturn file associations. Steps in
; packaging/README.md; build with:  iscc packaging\windows\pog-desktop.iss
; Opening a file while the application runs hands it to the running window (single instance).

#define AppName "Paths of Glory"
#define AppExe "pog-desktop.exe"
#define AppVersion "0.1.0"

[Setup]
AppId={{6B0E7C1F-3D0B-4F4B-9C55-0E4D5A1F2B31}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=pog-desktop
DefaultDirName={autopf}\pog-desktop
DefaultGroupName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=pog-desktop-{#AppVersion}-setup
SetupIconFile=..\icons\pog-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
ChangesAssociations=yes
PrivilegesRequiredOverridesAllowed=dialog
Compression=lzma2
SolidCompression=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Files]
Source: "..\..\dist\pog-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Registry]
; .pog: a saved game
Root: HKA; Subkey: "Software\Classes\.pog"; ValueType: string; ValueName: ""; ValueData: "PogDesktop.Save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.pog\OpenWithProgids"; ValueType: string; ValueName: "PogDesktop.Save"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\PogDesktop.Save"; ValueType: string; ValueName: ""; ValueData: "Paths of Glory saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\PogDesktop.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\PogDesktop.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; .pogturn: a turn file (play by e-mail)
Root: HKA; Subkey: "Software\Classes\.pogturn"; ValueType: string; ValueName: ""; ValueData: "PogDesktop.Turn"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.pogturn\OpenWithProgids"; ValueType: string; ValueName: "PogDesktop.Turn"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\PogDesktop.Turn"; ValueType: string; ValueName: ""; ValueData: "Paths of Glory turn file (play by e-mail)"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\PogDesktop.Turn\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\PogDesktop.Turn\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pog"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pogturn"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
