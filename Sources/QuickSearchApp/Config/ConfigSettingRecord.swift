import CommandKit

/// The JSON form of one setting (`config list --json`): key, value, source, variable.
struct ConfigSettingRecord: FieldSelectable {
    let setting: ConfigSetting

    enum FieldKey: String, CodingKey, CaseIterable {
        case key, value, source, variable, valid
        case overriddenFileValue = "file_value"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(setting.key, forKey: .key)
        try container.encode(setting.value, forKey: .value)
        try container.encode(setting.source.rawValue, forKey: .source)
        try container.encode(setting.variable, forKey: .variable)
        try container.encode(!setting.isRefused, forKey: .valid)
        try container.encode(setting.overriddenFileValue, forKey: .overriddenFileValue)
    }
}

/// The `--json` document of `config list`.
struct ConfigListDocument: Encodable {
    let settings: [ConfigSettingRecord]
}
