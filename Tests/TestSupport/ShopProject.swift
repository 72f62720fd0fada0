/// An app target and a widget extension: a group per folder, a path-less group (Shared), a
/// SOURCE_ROOT reference, a built product. Written in Xcode's layout, tabs spelled `\t`.
public let shopProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB10000000000000000000001 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000001 /* HomeViewController.swift */; };
    \t\tB10000000000000000000002 /* Formatter.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* Formatter.swift */; };
    \t\tB10000000000000000000003 /* Formatter.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* Formatter.swift */; };
    \t\tB10000000000000000000004 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000004 /* Widget.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF10000000000000000000001 /* HomeViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeViewController.swift; sourceTree = "<group>"; };
    \t\tF10000000000000000000002 /* Formatter.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Formatter.swift; sourceTree = "<group>"; };
    \t\tF10000000000000000000003 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    \t\tF10000000000000000000004 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Widget.swift; path = Extensions/Widget/Widget.swift; sourceTree = SOURCE_ROOT; };
    \t\tF10000000000000000000005 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tA10000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tA10000000000000000000002 /* Shop */,
    \t\t\t\tA10000000000000000000005 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA10000000000000000000002 /* Shop */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tA10000000000000000000003 /* Screens */,
    \t\t\t\tA10000000000000000000004 /* Shared */,
    \t\t\t\tF10000000000000000000003 /* Info.plist */,
    \t\t\t\tF10000000000000000000004 /* Widget.swift */,
    \t\t\t);
    \t\t\tpath = Shop;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA10000000000000000000003 /* Screens */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000000000000000000001 /* HomeViewController.swift */,
    \t\t\t);
    \t\t\tpath = Screens;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA10000000000000000000004 /* Shared */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000000000000000000002 /* Formatter.swift */,
    \t\t\t);
    \t\t\tname = Shared;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA10000000000000000000005 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000000000000000000005 /* Shop.app */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tC10000000000000000000001 /* Shop */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tD10000000000000000000001 /* Sources */,
    \t\t\t);
    \t\t\tname = Shop;
    \t\t\tproductReference = F10000000000000000000005 /* Shop.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tC10000000000000000000002 /* ShopWidget */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tD10000000000000000000002 /* Sources */,
    \t\t\t);
    \t\t\tname = ShopWidget;
    \t\t\tproductType = "com.apple.product-type.app-extension";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tE10000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = A10000000000000000000001;
    \t\t\tproductRefGroup = A10000000000000000000005 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tC10000000000000000000001 /* Shop */,
    \t\t\t\tC10000000000000000000002 /* ShopWidget */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tD10000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB10000000000000000000001 /* HomeViewController.swift in Sources */,
    \t\t\t\tB10000000000000000000002 /* Formatter.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tD10000000000000000000002 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB10000000000000000000003 /* Formatter.swift in Sources */,
    \t\t\t\tB10000000000000000000004 /* Widget.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = E10000000000000000000001 /* Project object */;
    }

    """

/// The shop project with build configurations for its app target that set `SWIFT_VERSION`.
public func shopProject(swiftVersions: [String]) -> String {
    let configurations = swiftVersions.indices.map { "B3000000000000000000000\($0)" }
    let objects =
        "\t\tB2000000000000000000000L = {isa = XCConfigurationList; buildConfigurations = ("
        + configurations.map { $0 + ", " }.joined() + "); };\n"
        + zip(configurations, swiftVersions).map { id, version in
            "\t\t\(id) = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = \(version);}; name = C\(id.suffix(1)); };\n"
        }.joined()
    return shopProject.replacingOccurrences(
        of: "\t\t\tname = Shop;\n",
        with: "\t\t\tbuildConfigurationList = B2000000000000000000000L;\n\t\t\tname = Shop;\n"
    ).replacingOccurrences(of: "/* Begin PBXProject section */\n", with: objects + "/* Begin PBXProject section */\n")
}
