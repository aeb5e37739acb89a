extension Window {
    /// The shortcuts of the controllers on screen that people can use (not under a modal
    /// presentation), each registered as a tap; for the same keys the later controller — deeper
    /// in the tree, or in a presentation over it — wins (D-63).
    func keyCommandScenes(of shown: [ViewController], in context: SceneBuildContext) -> [KeyCommandScene] {
        var byKeys: [String: Int] = [:]
        var result: [KeyCommandScene] = []
        for controller in shown where !controller.keyCommands.isEmpty {
            guard let base = controller.id?.nodeID, isInteractive(base.system("keys")) else { continue }
            for (index, command) in controller.keyCommands.enumerated() {
                let id = base.system("key\(index)")
                context.onTap(id, command.action)
                let scene = KeyCommandScene(id: id, title: command.title, input: command.input, modifiers: command.modifiers.names,
                                            macLabel: command.macLabel, label: command.label)
                let keys = command.modifiers.names.joined(separator: "+") + "+" + command.input
                if let earlier = byKeys[keys] { result[earlier] = scene } else {
                    byKeys[keys] = result.count
                    result.append(scene)
                }
            }
        }
        return result
    }
}
