// A cookbook written as for Apple's SwiftUI (iOS 18): categories in a sidebar, a grid of recipe
// cards in the detail column over a `NavigationPath`, a recipe's page with related recipes that
// push onto the same path, search with suggestions, favorites, a timer sheet with detents and
// Settings kept with @AppStorage. The import line is the only change from SwiftUI.
import PaneKitUI

// MARK: - Model

enum Category: String, CaseIterable, Identifiable, Hashable, Codable {
    case breakfast, soups, mains, baking, desserts

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .breakfast: "sun.max"
        case .soups: "cup.and.saucer"
        case .mains: "fork.knife"
        case .baking: "birthday.cake"
        case .desserts: "star"
        }
    }
}

struct Recipe: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
    let category: Category
    let minutes: Int
    let serves: Int
    let calories: Int
    let ingredients: [String]
    let steps: [String]
    let related: [Int]

    var summary: String { "\(minutes) min · serves \(serves)" }
}

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

@Observable
final class Cookbook {
    var recipes: [Recipe]
    var favorites: Set<Recipe.ID> = [2, 7]

    init(recipes: [Recipe] = Cookbook.sample) { self.recipes = recipes }

    func recipes(in category: Category?) -> [Recipe] {
        guard let category else { return recipes }
        return recipes.filter { $0.category == category }
    }

    func recipe(_ id: Recipe.ID) -> Recipe? { recipes.first { $0.id == id } }

    func search(_ query: String) -> [Recipe] {
        let words = query.split(separator: " ").map { $0.lowercased() }
        guard !words.isEmpty else { return [] }
        return recipes.filter { recipe in
            words.allSatisfy { word in
                recipe.name.lowercased().contains(word) || recipe.ingredients.contains { $0.lowercased().contains(word) }
            }
        }
    }

    /// Ingredients to buy, each once, in the order they were added.
    var shoppingList: [String] = ["Eggs", "Lemons"]
    var bought: Set<String> = []

    func addToShoppingList(_ recipe: Recipe) {
        for ingredient in recipe.ingredients where !shoppingList.contains(ingredient) {
            shoppingList.append(ingredient)
        }
    }

    func isFavorite(_ recipe: Recipe) -> Bool { favorites.contains(recipe.id) }

    func toggleFavorite(_ recipe: Recipe) {
        if favorites.contains(recipe.id) { favorites.remove(recipe.id) } else { favorites.insert(recipe.id) }
    }

    static let sample: [Recipe] = [
        Recipe(id: 1, name: "Overnight Oats", category: .breakfast, minutes: 10, serves: 2, calories: 320,
               ingredients: ["Rolled oats", "Milk", "Yogurt", "Honey", "Berries"],
               steps: ["Stir the oats, milk and yogurt together.", "Cover and chill overnight.", "Top with honey and berries."], related: [2, 3]),
        Recipe(id: 2, name: "Buttermilk Pancakes", category: .breakfast, minutes: 25, serves: 4, calories: 410,
               ingredients: ["Flour", "Buttermilk", "Eggs", "Butter", "Baking powder"],
               steps: ["Whisk the dry ingredients.", "Beat in the buttermilk and eggs.", "Cook ladlefuls in a hot pan until golden."], related: [1, 12]),
        Recipe(id: 3, name: "Shakshuka", category: .breakfast, minutes: 30, serves: 3, calories: 290,
               ingredients: ["Tomatoes", "Peppers", "Onion", "Eggs", "Cumin"],
               steps: ["Soften the onion and peppers.", "Simmer with the tomatoes and cumin.", "Crack in the eggs and cover until set."], related: [5, 8]),
        Recipe(id: 4, name: "Tomato Soup", category: .soups, minutes: 35, serves: 4, calories: 180,
               ingredients: ["Tomatoes", "Onion", "Garlic", "Stock", "Cream"],
               steps: ["Roast the tomatoes with garlic.", "Simmer with the onion and stock.", "Blend and stir in the cream."], related: [5, 6]),
        Recipe(id: 5, name: "Lentil Soup", category: .soups, minutes: 45, serves: 6, calories: 240,
               ingredients: ["Red lentils", "Carrots", "Celery", "Stock", "Lemon"],
               steps: ["Sweat the carrots and celery.", "Add the lentils and stock; simmer.", "Finish with lemon juice."], related: [4, 8]),
        Recipe(id: 6, name: "Miso Ramen", category: .soups, minutes: 40, serves: 2, calories: 520,
               ingredients: ["Noodles", "Miso", "Stock", "Eggs", "Spring onions"],
               steps: ["Soft-boil the eggs.", "Whisk the miso into hot stock.", "Pour over the noodles and top."], related: [4, 9]),
        Recipe(id: 7, name: "Roast Chicken", category: .mains, minutes: 90, serves: 4, calories: 560,
               ingredients: ["Chicken", "Lemon", "Thyme", "Butter", "Potatoes"],
               steps: ["Rub the chicken with butter and thyme.", "Roast on the potatoes.", "Rest before carving."], related: [8, 9]),
        Recipe(id: 8, name: "Vegetable Curry", category: .mains, minutes: 50, serves: 4, calories: 430,
               ingredients: ["Chickpeas", "Coconut milk", "Spinach", "Curry paste", "Rice"],
               steps: ["Fry the curry paste.", "Add the chickpeas and coconut milk.", "Wilt in the spinach; serve with rice."], related: [5, 7]),
        Recipe(id: 9, name: "Salmon Teriyaki", category: .mains, minutes: 30, serves: 2, calories: 480,
               ingredients: ["Salmon", "Soy sauce", "Mirin", "Ginger", "Rice"],
               steps: ["Simmer the sauce until glossy.", "Sear the salmon.", "Glaze and serve over rice."], related: [6, 7]),
        Recipe(id: 10, name: "Sourdough Loaf", category: .baking, minutes: 1440, serves: 8, calories: 210,
               ingredients: ["Starter", "Bread flour", "Water", "Salt"],
               steps: ["Mix and rest.", "Stretch and fold over four hours.", "Shape, prove overnight and bake hot."], related: [11, 12]),
        Recipe(id: 11, name: "Focaccia", category: .baking, minutes: 180, serves: 6, calories: 260,
               ingredients: ["Bread flour", "Olive oil", "Yeast", "Rosemary", "Sea salt"],
               steps: ["Mix a wet dough.", "Prove in an oiled tin.", "Dimple, season and bake."], related: [10, 4]),
        Recipe(id: 12, name: "Banana Bread", category: .baking, minutes: 75, serves: 8, calories: 300,
               ingredients: ["Bananas", "Flour", "Sugar", "Eggs", "Butter"],
               steps: ["Mash the bananas.", "Fold everything together.", "Bake until a skewer comes out clean."], related: [2, 13]),
        Recipe(id: 13, name: "Lemon Tart", category: .desserts, minutes: 120, serves: 8, calories: 380,
               ingredients: ["Pastry", "Lemons", "Eggs", "Sugar", "Cream"],
               steps: ["Blind-bake the pastry.", "Whisk the filling.", "Bake until just set."], related: [14, 12]),
        Recipe(id: 14, name: "Chocolate Mousse", category: .desserts, minutes: 20, serves: 4, calories: 350,
               ingredients: ["Dark chocolate", "Eggs", "Sugar", "Cream"],
               steps: ["Melt the chocolate.", "Fold in whipped whites.", "Chill for two hours."], related: [13, 15]),
        Recipe(id: 15, name: "Apple Crumble", category: .desserts, minutes: 55, serves: 6, calories: 330,
               ingredients: ["Apples", "Flour", "Oats", "Butter", "Cinnamon"],
               steps: ["Stew the apples with cinnamon.", "Rub together the crumble.", "Bake until golden."], related: [12, 14]),
    ]
}

// MARK: - App

@main
struct CookbookApp: App {
    @State private var cookbook = Cookbook()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(cookbook)
        }
        Settings {
            SettingsView()
        }
    }
}

enum SidebarItem: Hashable {
    case category(Category)
    case favorites
    case shoppingList
}

struct ContentView: View {
    @Environment(Cookbook.self) private var cookbook
    @State private var selection: SidebarItem? = .category(.breakfast)
    @State private var path = NavigationPath()
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var showsSettings = false

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(selection: $selection) {
                Section("Recipes") {
                    ForEach(Category.allCases) { category in
                        Label(category.title, systemImage: category.symbol)
                            .badge(cookbook.recipes(in: category).count)
                            .tag(SidebarItem.category(category))
                    }
                }
                Section("Collections") {
                    Label("Favorites", systemImage: "heart")
                        .badge(cookbook.favorites.count)
                        .tag(SidebarItem.favorites)
                    Label("Shopping List", systemImage: "cart")
                        .badge(cookbook.shoppingList.count)
                        .tag(SidebarItem.shoppingList)
                }
            }
            .navigationTitle("Cookbook")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gear") { showsSettings = true }
                }
            }
        } detail: {
            NavigationStack(path: $path) {
                Group {
                    switch selection {
                    case .category(let category):
                        RecipeGrid(title: category.title, recipes: cookbook.recipes(in: category), path: $path)
                    case .favorites:
                        RecipeGrid(title: "Favorites", recipes: cookbook.recipes.filter(cookbook.isFavorite), path: $path)
                    case .shoppingList:
                        ShoppingListView()
                    case nil:
                        ContentUnavailableView("Choose a Collection", systemImage: "books.vertical")
                    }
                }
                .navigationDestination(for: Recipe.self) { recipe in
                    RecipeDetail(recipe: recipe, path: $path)
                }
            }
        }
        .onChange(of: selection) {
            path = NavigationPath()
        }
        .sheet(isPresented: $showsSettings) {
            NavigationStack {
                SettingsView()
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { showsSettings = false }
                        }
                    }
            }
        }
    }
}

// MARK: - Grid

struct RecipeGrid: View {
    @Environment(Cookbook.self) private var cookbook
    let title: String
    let recipes: [Recipe]
    @Binding var path: NavigationPath
    @State private var query = ""
    @AppStorage("showsCalories") private var showsCalories = true

    private let columns = [GridItem(.adaptive(minimum: 150, maximum: 260), spacing: 16)]

    private var shown: [Recipe] {
        query.isEmpty ? recipes : cookbook.search(query)
    }

    var body: some View {
        Group {
            if shown.isEmpty {
                ContentUnavailableView.search(text: query)
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text(query.isEmpty ? "\(shown.count) recipes" : "Results for “\(query)”")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        LazyVGrid(columns: columns, spacing: 16) {
                            ForEach(shown) { recipe in
                                NavigationLink(value: recipe) {
                                    RecipeCard(recipe: recipe, showsCalories: showsCalories, isFavorite: cookbook.isFavorite(recipe))
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                    .padding()
                }
            }
        }
        .navigationTitle(title)
        .searchable(text: $query, prompt: "Recipes or ingredients")
        .searchSuggestions {
            if query.isEmpty {
                ForEach(["Eggs", "Lemon", "Rice"], id: \.self) { word in
                    Label(word, systemImage: "magnifyingglass").searchCompletion(word)
                }
            }
        }
    }
}

struct RecipeCard: View {
    let recipe: Recipe
    let showsCalories: Bool
    let isFavorite: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(recipe.category.tint)
                    .frame(height: 96)
                    .overlay {
                        Image(systemName: recipe.category.symbol)
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                    }
                if isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.white)
                        .padding(8)
                }
            }
            Text(recipe.name)
                .font(.headline)
                .lineLimit(1)
            HStack(spacing: 6) {
                Label("\(recipe.minutes) min", systemImage: "clock")
                if showsCalories {
                    Text("·")
                    Text("\(recipe.calories) kcal")
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .cardStyle()
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.background, in: RoundedRectangle(cornerRadius: 14))
            .overlay {
                RoundedRectangle(cornerRadius: 14)
                    .stroke(.quaternary, lineWidth: 1)
            }
    }
}

extension View {
    func cardStyle() -> some View { modifier(CardStyle()) }
}

extension Category {
    var tint: Color {
        switch self {
        case .breakfast: .orange
        case .soups: .red
        case .mains: .green
        case .baking: .brown
        case .desserts: .pink
        }
    }
}

// MARK: - Recipe

struct RecipeDetail: View {
    @Environment(Cookbook.self) private var cookbook
    let recipe: Recipe
    @Binding var path: NavigationPath
    @State private var showsTimer = false
    @State private var checked: Set<String> = []
    @AppStorage("units") private var units = Units.metric

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                header
                facts
                ingredients
                steps
                related
            }
            .padding()
        }
        .navigationTitle(recipe.name)
        .toolbar {
            RecipeToolbar(isFavorite: cookbook.isFavorite(recipe),
                          toggleFavorite: { cookbook.toggleFavorite(recipe) },
                          startTimer: { showsTimer = true },
                          addToList: { cookbook.addToShoppingList(recipe) })
        }
        .sheet(isPresented: $showsTimer) {
            TimerSheet(recipe: recipe)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }

    private var header: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 16)
                .fill(recipe.category.tint)
                .frame(height: 160)
            VStack(alignment: .leading, spacing: 4) {
                Text(recipe.category.title.uppercased())
                    .font(.caption)
                    .fontWeight(.semibold)
                    .foregroundStyle(.white)
                Text(recipe.name)
                    .font(.title)
                    .bold()
                    .foregroundStyle(.white)
            }
            .padding()
        }
    }

    private var facts: some View {
        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6) {
            GridRow {
                Text("Time").foregroundStyle(.secondary)
                Text("Serves").foregroundStyle(.secondary)
                Text("Energy").foregroundStyle(.secondary)
            }
            .font(.caption)
            GridRow {
                Text("\(recipe.minutes) min")
                Text("\(recipe.serves)")
                Text(units == .metric ? "\(recipe.calories * 4184 / 1000) kJ" : "\(recipe.calories) kcal")
            }
            .font(.headline)
        }
    }

    private var ingredients: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Ingredients").font(.title3).bold()
            ForEach(recipe.ingredients, id: \.self) { ingredient in
                Toggle(ingredient, isOn: Binding(
                    get: { checked.contains(ingredient) },
                    set: { isOn in if isOn { checked.insert(ingredient) } else { checked.remove(ingredient) } }
                ))
            }
            Text("\(checked.count) of \(recipe.ingredients.count) ready")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }

    private var steps: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Method").font(.title3).bold()
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                HStack(alignment: .top, spacing: 12) {
                    Text("\(index + 1)")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 28, height: 28)
                        .background(recipe.category.tint, in: Circle())
                    Text(step)
                }
            }
        }
    }

    private var related: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("You might also like").font(.title3).bold()
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(recipe.related.compactMap(cookbook.recipe)) { other in
                        Button {
                            path.append(other)
                        } label: {
                            Label(other.name, systemImage: other.category.symbol)
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
        }
    }
}

struct RecipeToolbar: ToolbarContent {
    let isFavorite: Bool
    let toggleFavorite: @MainActor () -> Void
    let startTimer: @MainActor () -> Void
    let addToList: @MainActor () -> Void

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            Button(isFavorite ? "Unfavorite" : "Favorite", systemImage: isFavorite ? "heart.fill" : "heart", action: toggleFavorite)
            Button("Timer", systemImage: "timer", action: startTimer)
        }
        ToolbarItem(placement: .secondaryAction) {
            Button("Add to Shopping List", systemImage: "cart", action: addToList)
        }
    }
}

// MARK: - Shopping list

struct ShoppingListView: View {
    @Environment(Cookbook.self) private var cookbook
    @State private var newItem = ""
    @State private var confirmsClear = false

    var body: some View {
        List {
            Section {
                ForEach(cookbook.shoppingList, id: \.self) { item in
                    ShoppingRow(item: item, isBought: cookbook.bought.contains(item)) {
                        if cookbook.bought.contains(item) { cookbook.bought.remove(item) } else { cookbook.bought.insert(item) }
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Remove", role: .destructive) {
                            cookbook.shoppingList.removeAll { $0 == item }
                            cookbook.bought.remove(item)
                        }
                    }
                }
            } header: {
                Text("\(cookbook.shoppingList.count - cookbook.bought.count) to buy")
            } footer: {
                Text("Swipe an item to remove it.")
            }
            Section("Add") {
                TextField("Item", text: $newItem, prompt: Text("Add an item"))
                    .onSubmit(add)
                Button("Add Item", systemImage: "plus", action: add)
                    .disabled(newItem.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
        .navigationTitle("Shopping List")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Clear Bought", role: .destructive) { confirmsClear = true }
                    .disabled(cookbook.bought.isEmpty)
            }
        }
        .alert("Clear \(cookbook.bought.count) bought items?", isPresented: $confirmsClear) {
            Button("Clear", role: .destructive) {
                cookbook.shoppingList.removeAll { cookbook.bought.contains($0) }
                cookbook.bought.removeAll()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("They leave the list.")
        }
    }

    private func add() {
        let item = newItem.trimmingCharacters(in: .whitespaces)
        guard !item.isEmpty, !cookbook.shoppingList.contains(item) else { return }
        cookbook.shoppingList.append(item)
        newItem = ""
    }
}

struct ShoppingRow: View {
    let item: String
    let isBought: Bool
    let toggle: @MainActor () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack(spacing: 12) {
                Image(systemName: isBought ? "checkmark.circle" : "circle")
                    .foregroundStyle(isBought ? .green : .secondary)
                Text(item)
                    .strikethrough(isBought)
                    .foregroundStyle(isBought ? .secondary : .primary)
                Spacer()
            }
        }
        .buttonStyle(.plain)
    }
}

struct TimerSheet: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @State private var minutes = 10

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("\(minutes) min")
                    .font(.largeTitle)
                    .monospacedDigit()
                HStack(spacing: 12) {
                    Button("− 1") { minutes = max(1, minutes - 1) }
                        .buttonStyle(.bordered)
                    Button("+ 1") { minutes += 1 }
                        .buttonStyle(.bordered)
                }
                Button("Start") { dismiss() }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
            .frame(maxWidth: .infinity)
            .padding()
            .navigationTitle("Timer for \(recipe.name)")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Settings

struct SettingsView: View {
    @AppStorage("units") private var units = Units.metric
    @AppStorage("showsCalories") private var showsCalories = true
    @Environment(Cookbook.self) private var cookbook: Cookbook?
    @State private var confirmsClear = false

    var body: some View {
        Form {
            Section("Display") {
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases) { unit in
                        Text(unit.title).tag(unit)
                    }
                }
                Toggle("Show Calories", isOn: $showsCalories)
            }
            Section {
                Button("Clear Favorites", role: .destructive) { confirmsClear = true }
            } footer: {
                Text("Favorites are kept on this device.")
            }
        }
        .formStyle(.grouped)
        .navigationTitle("Settings")
        .confirmationDialog("Clear all favorites?", isPresented: $confirmsClear, titleVisibility: .visible) {
            Button("Clear Favorites", role: .destructive) { cookbook?.favorites.removeAll() }
        }
    }
}
