/// A JSON value as `JSONTreeEncoder` builds it: objects and arrays are references, so that a
/// container handed out keeps filling the value it belongs to.
enum JSONNode {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number already in its JSON form.
    case number(String)
    case string(String)
    case object(JSONObject)
    case array(JSONArray)
    /// A value a super-encoder may still write (`{}` if it writes none).
    case deferred(JSONSlot)
    /// An array of records whose objects are made as the text reaches them.
    case records(JSONRecordStream)
}

/// The records of a list, each made into its object only when asked (`JSONRecordList` of
/// records whose writing cannot fail), so that a long list is never held whole as a tree.
struct JSONRecordStream {
    let count: Int
    /// The object of the record at an index.
    let object: (Int) -> JSONObject
}

/// An object's members in the order they were set (a key set twice keeps its last value).
final class JSONObject {
    /// Room for a record's fields from the start, so that filling one does not grow it.
    var members: [(key: String, node: JSONNode)] = {
        var members: [(key: String, node: JSONNode)] = []
        members.reserveCapacity(16)
        return members
    }()

    func set(_ key: String, _ node: JSONNode) {
        members.append((key, node))
    }
}

/// An array's elements.
final class JSONArray {
    var elements: [JSONNode] = []
}

/// Where one encoder puts its value: nothing yet, a value, or the container it opened.
final class JSONSlot {
    var node: JSONNode?

    /// The object this slot holds, opened now if it holds none.
    func object() -> JSONObject {
        if case .object(let object)? = node { return object }
        let object = JSONObject()
        node = .object(object)
        return object
    }

    /// The array this slot holds, opened now if it holds none.
    func array() -> JSONArray {
        if case .array(let array)? = node { return array }
        let array = JSONArray()
        node = .array(array)
        return array
    }
}
